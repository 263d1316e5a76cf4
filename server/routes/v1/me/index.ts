import type { FastifyPluginAsync } from 'fastify';
import { noStorePlugin } from '#server/http/noStore.ts';
import { meFairRoutes } from './fairs.ts';
import { meFavouriteRoutes } from './favourites.ts';
import { meMatchingRoutes } from './matchings.ts';
import { meProductRoutes } from './products.ts';
import { meProfileRoutes } from './profile.ts';

/** `/api/v1/me`: the logged-in member's account and business-matching resources (0008). */
export const meRoutes: FastifyPluginAsync = async (app) => {
  await app.register(noStorePlugin);
  await app.register(meProfileRoutes);
  await app.register(meProductRoutes);
  await app.register(meFavouriteRoutes);
  await app.register(meFairRoutes);
  await app.register(meMatchingRoutes);
};
