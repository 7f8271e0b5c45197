import { Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { RequireSignedIn } from '../../../lib/auth-require';
import { useReleasePage } from '../../catalogue/api/get-release-page';
import { isPublicPk, producerPath, releasePath } from '../../catalogue/lib/paths';

export interface SaleroomPageProps {
  style: ReleaseStyle;
  /** Shown after the title in the page's <title>, e.g. 'leaderboard'. */
  label: string;
  intro: string;
  section: (releasePublicPk: string) => ReactNode;
}

/**
 * A sign-in-gated saleroom route (spec part 1 §2: /leaderboard, /sealed-auction, take
 * ?releasePublicPk=): the release's biddable packs as a page of their own. A release of another style
 * goes to its release page; an unknown one is the not-found page.
 */
export function SaleroomPage(props: SaleroomPageProps) {
  return (
    <RequireSignedIn>
      <Saleroom {...props} />
    </RequireSignedIn>
  );
}

function Saleroom({ style, label, intro, section }: SaleroomPageProps) {
  const [params] = useSearchParams();
  const releasePublicPk = params.get('releasePublicPk') ?? '';
  const valid = isPublicPk(releasePublicPk);
  const release = useReleasePage(valid ? releasePublicPk : undefined);
  const data = release.data;
  usePageMeta({ title: data ? `${data.productTitle} — ${label}` : label });
  if (!valid || release.isError) return <NotFound />;
  if (!data) {
    return (
      <Group justify="center" py={96}>
        <Loader color="cask" aria-label={`Loading the ${label}`} />
      </Group>
    );
  }
  if (data.releaseStyle !== style) return <Navigate to={releasePath(data.brand.slug, data.releasePublicPk)} replace />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs">
        <Anchor component={Link} to={producerPath(data.brand.slug)} c="cask.3" fw={600}>
          {data.brand.name}
        </Anchor>
        <Title order={1}>{data.productTitle}</Title>
        <Text c="dimmed">{intro}</Text>
        <Group>
          <Button component={Link} to={releasePath(data.brand.slug, data.releasePublicPk)} variant="outline" size="xs">
            View Release
          </Button>
        </Group>
      </Stack>
      {section(data.releasePublicPk)}
    </Container>
  );
}
