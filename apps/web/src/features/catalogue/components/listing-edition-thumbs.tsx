import type { Listing } from '@caskmark/shared/api/catalogue';
import classes from './listings-table.module.css';

/** The first pictures of a listing's editions, overlapped like a fanned hand for bundles. */
export function ListingEditionThumbs({ listing }: { listing: Listing }) {
  const shown = listing.editionData.slice(0, 3);
  return (
    <span className={classes.thumbs} data-count={shown.length}>
      {shown.map((edition) => (
        <img key={edition.editionNftPublicPk} src={edition.image} alt="" width={45} height={56} loading="lazy" className={classes.thumb} />
      ))}
    </span>
  );
}
