import type { ServerModule } from '../../platform/module';
import { accountResolvers, accountTypeDefs } from './account-graphql';
import { registerEmailRoutes } from './routes/email-routes';
import { registerProfileRoutes } from './routes/profile-routes';
import { registerUserInfoRoutes } from './routes/user-info-routes';

/**
 * The account calls (spec part 1 §7, part 2 §7): user-info and the login record, handlers, profile,
 * shipping address, backup contact, editions count, sign-in and communication e-mail changes; and
 * the GraphQL `viewer` / `accountChanged`. Who is calling comes from identity's guards.
 */
export const accountsModule: ServerModule = {
  name: 'accounts',
  routes(app, context) {
    registerUserInfoRoutes(app, context);
    registerProfileRoutes(app, context);
    registerEmailRoutes(app, context);
  },
  graphql: { typeDefs: accountTypeDefs, resolvers: accountResolvers },
};
