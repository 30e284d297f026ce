// The data API (spec §7's calls), served by Ponder and mounted same-origin under /api/data by the services server.
import { Hono } from 'hono';
import { exploreRoutes } from '../../api/exploreRoutes.ts';
import { portfolioRoutes } from '../../api/portfolioRoutes.ts';
import { priceRoutes } from '../../api/priceRoutes.ts';

const app = new Hono();
// before the explore routes, whose /tokens/:chainId/:address would take /tokens/prices
app.route('/tokens/prices', priceRoutes);
app.route('/', exploreRoutes);
app.route('/portfolio', portfolioRoutes);
export default app;
