import type { ServerModule } from '../../platform/module';
import { registerStaffRoutes } from './staff-routes';

export const staffModule: ServerModule = {
  name: 'staff',
  routes(app, context) {
    registerStaffRoutes(app, context);
  },
};
