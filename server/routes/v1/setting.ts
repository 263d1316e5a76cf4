import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revalidate } from '#server/http/cache.ts';
import { localeOf } from '#server/http/errors.ts';
import { cachedRead } from '#server/http/microCache.ts';
import { getSetting, publicSetting } from '#server/services/settings.ts';
import { paymentProvider } from '#server/services/shop/payment/provider.ts';
import { publicSettingSchema } from '#domain/schemas/setting.ts';

const settingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary:
          'Site setting: footer details, social links, survey URL, copy protection, the complex facts, the payment window',
        description:
          'Texts in the request language where a manager wrote them, else Korean; `lang` says which.',
        response: { 200: z.object({ setting: publicSettingSchema }) },
      },
    },
    async (request, reply) => {
      // Every page load asks again (a 304 while nothing changed), so a manager's edit shows at the next
      // reload; the one stored row is read through the micro-cache and put into each visitor's language.
      revalidate(reply).header('vary', 'Accept-Language');
      const setting = await cachedRead(app, 'setting', () => getSetting(app.db));
      const provider = paymentProvider().name === 'kcp' ? 'kcp' : 'simulator';
      return { setting: publicSetting(setting, localeOf(request), provider) };
    },
  );
};

export default settingRoutes;
