/** `promise`, or a rejection with `onTimeout` once `ms` have passed first (the timer is cleared either way). */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
