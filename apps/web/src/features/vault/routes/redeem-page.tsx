import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';
import { RequireSignedIn } from '../../../lib/auth-require';
import { useVaultEdition } from '../api/get-vault-edition';
import { editionTitle } from '../lib/vault-format';

/**
 * /vault/redeem/{editionNftPublicPk}: the redeem wizard's address. The wizard (burn, age checks,
 * shipping or pickup, payment) is being built; until then the page names the edition and says so.
 */
export default function RedeemPage() {
  usePageMeta({ title: 'Redeem' });
  return (
    <RequireSignedIn>
      <RedeemComingSoon />
    </RequireSignedIn>
  );
}

function RedeemComingSoon() {
  const pk = useParams().editionNftPublicPk ?? null;
  const edition = useVaultEdition(pk);
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Text size="xs" tt="uppercase" c="cask.4" fw={600} style={{ letterSpacing: '0.12em' }}>
          Redeem
        </Text>
        <Title order={1}>{edition.data ? editionTitle(edition.data.name, edition.data.editionNumber) : 'Redeem your bottle'}</Title>
        <Text c="dimmed">
          Redeeming burns the NFT and ships the bottle to you or holds it for pickup. Online redemption is coming soon;
          your NFT stays safely in your vault until then.
        </Text>
        {edition.isError ? <Text c="red">Could not fetch edition information</Text> : null}
        <Button component={Link} to="/vault" color="cask">
          BACK TO COLLECTION
        </Button>
      </Stack>
    </Container>
  );
}
