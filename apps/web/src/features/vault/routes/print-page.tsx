import { Button, Group, Loader, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { formatLongDate } from '@caskmark/shared/format/dates';
import { usePageMeta } from '../../../components/page-meta';
import { RequireSignedIn } from '../../../lib/auth-require';
import { useVaultEdition } from '../api/get-vault-edition';
import { editionTitle } from '../lib/vault-format';
import classes from './print-page.module.css';

/** /vault/print/{editionNftPublicPk}: a printable certificate of one edition I hold. */
export default function PrintPage() {
  usePageMeta({ title: 'Print' });
  return (
    <RequireSignedIn>
      <Certificate />
    </RequireSignedIn>
  );
}

function Certificate() {
  const edition = useVaultEdition(useParams().editionNftPublicPk ?? null);
  if (edition.isError) return <Text ta="center" py="xl">Could not fetch edition information</Text>;
  if (!edition.data) {
    return (
      <Group justify="center" py="xl">
        <Loader color="cask" aria-label="Loading edition" />
      </Group>
    );
  }
  const data = edition.data;
  return (
    <article className={classes.sheet} aria-label="Certificate">
      <Text size="xs" tt="uppercase" fw={600} style={{ letterSpacing: '0.16em' }}>
        Certificate of ownership
      </Text>
      <Title order={1} mt="sm" mb="lg">
        {editionTitle(data.name, data.editionNumber)}
      </Title>
      <img className={classes.art} src={data.image} alt={`${data.name}, edition ${data.editionNumber}`} />
      <dl className={classes.facts}>
        <dt>Producer</dt>
        <dd>{data.brandName}</dd>
        <dt>Edition</dt>
        <dd>#{data.editionNumber}</dd>
        <dt>Token ID</dt>
        <dd>{data.editionNftTokenId ?? 'Not minted yet'}</dd>
        <dt>Contract</dt>
        <dd>{data.editionNftAddress ?? '-'}</dd>
        <dt>Released</dt>
        <dd>{formatLongDate(data.goLiveDate ?? data.releaseDate)}</dd>
      </dl>
      <Group justify="center" mt="xl" className={classes.noPrint}>
        <Button color="cask" leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
    </article>
  );
}
