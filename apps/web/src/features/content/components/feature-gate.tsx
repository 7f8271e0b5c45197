import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotFound } from '../../../components/not-found';
import { useFeatures, type Features } from '../../../lib/api/get-features';

/**
 * Shows a feature-flagged page only when the server turns its flag on; a switched-off page is the
 * site's not-found page, exactly as if the route did not exist (decision 050).
 */
export function FeatureGate({ flag, children }: { flag: keyof Features; children: ReactNode }) {
  const features = useFeatures();
  if (!features) {
    return (
      <Center mih="50vh">
        <Loader color="cask" aria-label="Loading" />
      </Center>
    );
  }
  return features[flag] ? children : <NotFound />;
}
