/** What other domains may use of voting. */
export { votingModule } from './voting-module';
export { isVotingOpen } from './voting-service';
