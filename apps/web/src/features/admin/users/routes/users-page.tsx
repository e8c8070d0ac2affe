import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { useCan } from '@/lib/staff-access';
import { AddAdminDialog } from '../components/add-admin-dialog';
import { SubscribersPanel } from '../components/subscribers-panel';
import { UsersPanel } from '../components/users-panel';

type UsersTab = 'accounts' | 'subscribers';

/** /admin/users: accounts and newsletter subscribers in two tabs; the tab is kept in the address. */
export default function UsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: UsersTab = searchParams.get('tab') === 'subscribers' ? 'subscribers' : 'accounts';
  const [addingAdmin, setAddingAdmin] = useState(false);
  const managesStaff = useCan('staff.manage');

  const selectTab = (next: UsersTab) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'subscribers') params.set('tab', next);
        else params.delete('tab');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <AdminPageHeader
        title="Users"
        summary={adminSection('users').summary}
        actions={
          managesStaff ? (
            <Button onClick={() => setAddingAdmin(true)}>
              <UserPlus className="size-4" aria-hidden="true" />
              Add admin
            </Button>
          ) : null
        }
      />
      <Tabs<UsersTab>
        label="Users"
        value={tab}
        onValueChange={selectTab}
        tabs={[
          { value: 'accounts', label: 'Customers & admins', panel: <UsersPanel /> },
          { value: 'subscribers', label: 'Subscribers', panel: <SubscribersPanel /> },
        ]}
      />
      {addingAdmin ? <AddAdminDialog onClose={() => setAddingAdmin(false)} /> : null}
    </>
  );
}
