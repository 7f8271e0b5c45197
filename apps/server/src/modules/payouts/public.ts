/** The payouts domain (decisions 294, 340): the staff queue of what is owed to sellers for card sales. */
export { payoutsModule } from './payouts-module';
