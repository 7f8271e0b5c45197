import { Modal, type ModalProps, type ModalTitleProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import classes from './responsive-dialog.module.css';

export type ResponsiveDialogProps = Omit<ModalProps, 'opened' | 'centered' | 'fullScreen' | 'radius' | 'padding' | 'closeButtonProps' | 'classNames'>;

/**
 * The app's dialogs (wallets, custody): centred, full screen below 600 px, the close button floating
 * in the corner so the dialog's own heading ({@link ResponsiveDialogTitle}) starts it. Open while
 * rendered; the caller unmounts it to close it.
 */
export function ResponsiveDialog(props: ResponsiveDialogProps) {
  const fullScreen = useMediaQuery('(max-width: 37.5em)');
  return (
    <Modal
      opened
      centered
      fullScreen={fullScreen}
      radius="lg"
      padding="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
      {...props}
    />
  );
}

/** The heading of a {@link ResponsiveDialog}, which names it for screen readers. */
export function ResponsiveDialogTitle(props: Omit<ModalTitleProps, 'className'>) {
  return <Modal.Title className={classes.title} {...props} />;
}
