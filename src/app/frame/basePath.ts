/** `/explore/tokens/x` -> `explore`: the section a path belongs to (tabs highlight by it; scroll resets when it changes). */
export const basePath = (pathname: string): string => pathname.split('/')[1] ?? '';
