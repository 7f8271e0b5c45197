/**
 * The console's catalogue (issue 16, decision 290): brands, release drafts, publishing, live changes,
 * media uploads and producer statistics. Minting lives in flows/pack-mint (catalogue + chain).
 */
export { consoleModule } from './console-module';
export { actingBrands, mayActOn, requireBrandAccess, isStaff } from './brand-access';
