import { Alert, Skeleton, Stack } from '@mantine/core';
import { useUserDetails } from '../api/get-user-details';
import { ProfileForm } from './profile-form';
import { SettingsSection } from './settings-section';

/** ?page=userDetails: the profile form (spec part 2 §5 rules; age 18 to 100). */
export function UserDetailsTab() {
  const details = useUserDetails();
  return (
    <SettingsSection title="Profile" description="Your name and where you live. Card and wire payments need a complete profile.">
      {details.isPending ? (
        <Stack gap="md">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={56} radius="md" />
          ))}
        </Stack>
      ) : details.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : (
        <ProfileForm saved={details.data} />
      )}
    </SettingsSection>
  );
}
