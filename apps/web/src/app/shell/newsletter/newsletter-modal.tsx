import { Modal, Text } from '@mantine/core';
import NewsletterForm from './newsletter-form';
import classes from './newsletter-modal.module.css';

/** 'Be the first to know!' (spec part 1 §2): opened by the header button, or on / after 10 s once. */
export default function NewsletterModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      radius="lg"
      padding="xl"
      title="Be the first to know!"
      classNames={{ title: classes.title, content: classes.content, header: classes.header }}
      overlayProps={{ backgroundOpacity: 0.65, blur: 3 }}
    >
      <Text c="dark.1" mb="lg">
        New releases, lobby openings and auctions from the world&apos;s finest cellars and distilleries, in your inbox
        before anyone else hears about them. One e-mail a week at most.
      </Text>
      <NewsletterForm autoFocus />
    </Modal>
  );
}
