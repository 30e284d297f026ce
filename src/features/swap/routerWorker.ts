import { startRouterWorker } from '../../../workers/router/routerClient';

// one routing worker for the app, started on first use
let router: ReturnType<typeof startRouterWorker> | undefined;
export const routerWorker = () => (router ??= startRouterWorker());
