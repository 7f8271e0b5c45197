import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './site-header.module.css';

/** The @handler menu of a signed-in collector (spec part 1 §2); staff also find their console here. */
export default function AccountMenu({ handler, isStaff = false, isProducer = false }: { handler: string; isStaff?: boolean; isProducer?: boolean }) {
  return (
    <Menu position="bottom-end" width={220} shadow="lg" trigger="click-hover" openDelay={50} closeDelay={150}>
      <Menu.Target>
        <UnstyledButton className={classes.handlerButton}>
          <span className={classes.handlerText}>@{handler}</span>
          <IconChevronDown size={14} stroke={2} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile?page=settings">
          Settings
        </Menu.Item>
        <Menu.Item component={Link} to="/profile?page=userDetails">
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/profile?page=paymentMethods">
          Payment Methods
        </Menu.Item>
        <Menu.Item component={Link} to="/vault#redeemedEditions">
          Redeemed Editions
        </Menu.Item>
        {isStaff || isProducer ? (
          <Menu.Item component={Link} to="/staff">
            {isStaff ? 'Staff console' : 'Producer console'}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item component={Link} to="/auth/logout">
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
