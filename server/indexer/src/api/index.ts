// The data API (spec §7's calls), served by Ponder and mounted same-origin under /api/data by the services server.
import { Hono } from 'hono';
import { exploreRoutes } from '../../api/exploreRoutes.ts';
import { portfolioRoutes } from '../../api/portfolioRoutes.ts';
import { positionRoutes } from '../../api/positionRoutes.ts';
import { priceRoutes } from '../../api/priceRoutes.ts';
import { routingRoutes } from '../../api/routingRoutes.ts';
import { tokenDetailsRoutes } from '../../api/tokenDetailsRoutes.ts';

const app = new Hono();
// before the explore and token details routes: /pools/:chainId/:pool/ticks is the routing routes', and
// /tokens/:chainId/:address would take /tokens/prices
app.route('/tokens/prices', priceRoutes);
app.route('/', routingRoutes);
app.route('/', positionRoutes);
app.route('/', exploreRoutes);
app.route('/', tokenDetailsRoutes);
app.route('/portfolio', portfolioRoutes);
export default app;
