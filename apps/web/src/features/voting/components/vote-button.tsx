import { Button } from '@mantine/core';
import { IconCheckbox } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const loadDialog = () => import('./vote-dialog');
const VoteDialog = lazy(loadDialog);

/** The drawer's Vote action (spec part 1 §2): opens the release's vote for this NFT. */
export function VoteButton({ votingPublicPk, editionNftPublicPk, title }: { votingPublicPk: string; editionNftPublicPk: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconCheckbox size={16} aria-hidden="true" />} onPointerEnter={() => void loadDialog()} onClick={() => setOpen(true)}>
        Vote
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <VoteDialog votingPublicPk={votingPublicPk} editionNftPublicPk={editionNftPublicPk} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
