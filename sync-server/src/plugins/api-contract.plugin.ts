/**
 * The REST contract on the server: zod validates every request and serialises every answer
 * (fastify-type-provider-zod), the OpenAPI document is generated from the same schemas
 * (`/api/docs/json`, browsable at `/api/docs`), and every route registered is kept in
 * `app.routeTable` so a test can prove none lacks a schema.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiIssueMessage, defaultSiteConfig } from '@institute/shared-schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, in order (read by the contract test). */
    routeTable: RouteOptions[];
  }
}

// Zod's fallback words become the catalogue's for every schema that names no message itself.
z.config({ customError: apiIssueMessage });

export const apiContractPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const routeTable: RouteOptions[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => void routeTable.push(route));

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${defaultSiteConfig.name} API`,
          description:
            'The REST API of the learning app. Sign in with POST /api/auth/login and send the token as `Authorization: Bearer …`.',
          version: '1',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
      // The schemas named with `.meta({ id })` (User, ApiError) become components the paths refer to.
      transformObject: createJsonSchemaTransformObject({}),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  },
  { name: 'api-contract' },
);
