/** What other domains may use of marketing. */
export { marketingModule } from './marketing-module';
