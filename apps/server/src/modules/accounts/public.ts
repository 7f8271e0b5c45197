/** What other domains may use of accounts. */
export { accountsModule } from './accounts-module';
export { presentUserInfo } from './user-info';
export { publishAccountChanged, type Viewer } from './account-graphql';
export { hasCompleteProfile } from './profile-completeness';
export { communicationEmailOf } from './communication-email';
