import { Container, Loader, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { redeemPageTarget } from '@caskmark/shared/rules/redemption';
import { usePageMeta } from '../../../components/page-meta';
import { RequireSignedIn } from '../../../lib/auth-require';
import { useRedeemStart } from '../api/get-redeem-start';
import { EligibilityModal } from '../components/eligibility-modal';
import { RedeemWizard } from '../components/redeem-wizard';

/** /vault/redeem/{editionNftPublicPk}: the redeem wizard, signed in only (spec part 1 §2, §4). */
export default function RedeemPage() {
  usePageMeta({ title: 'Redeem' });
  return (
    <RequireSignedIn>
      <RedeemStart />
    </RequireSignedIn>
  );
}

/**
 * On load (spec part 1 §4): a request already confirmed, shipped, paid or delivered goes to /vault; a
 * pending one resumes at Payment for a shipment, else at the start; a locked NFT or a load error goes to /.
 */
function RedeemStart() {
  const pk = useParams().editionNftPublicPk ?? '';
  const start = useRedeemStart(pk);
  const navigate = useNavigate();
  const target = useMemo(() => {
    if (start.isError) return redeemPageTarget({ ok: false });
    if (!start.data) return null;
    const { exists } = start.data;
    return redeemPageTarget({ ok: true, isLocked: exists.isLocked, status: exists.status, redeemType: exists.redeemType ?? 'shipping' });
  }, [start.isError, start.data]);
  useEffect(() => {
    if (target?.kind === 'home') navigate('/', { replace: true });
    if (target?.kind === 'vault') navigate('/vault', { replace: true });
  }, [target, navigate]);

  return (
    <Container size="lg" py={{ base: 'md', sm: 48 }}>
      {start.data && target?.kind === 'wizard' ? (
        <>
          <RedeemWizard eligibility={start.data.eligibility} initialStep={target.stepIndex} redeemPublicPk={start.data.exists.redeemNftPublicPk} />
          <EligibilityModal eligibility={start.data.eligibility} />
        </>
      ) : (
        <Stack align="center" py="xl">
          <Loader color="cask" aria-label="Loading" />
        </Stack>
      )}
    </Container>
  );
}
