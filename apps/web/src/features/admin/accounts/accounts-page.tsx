import { isAdmin } from '@shop/contracts';
import { useSession } from '../../session/session';
import { AdminPage } from '../components/admin-page';
import { useAdminT } from '../use-admin-texts';
import { AccountDetailView } from './account-detail';
import { AccountList } from './account-list';
import accountsStyles from './accounts.css?inline';
import type { AccountsSearch } from './search';

interface AccountsPageProps {
  search: AccountsSearch;
  /** Replaces the address's search. */
  onSearch: (search: AccountsSearch) => void;
}

/** /staff/accounts: staff look accounts up; admins also change them (the API decides as well). */
export function AccountsPage(props: AccountsPageProps) {
  return (
    <AdminPage section="accounts">
      <Accounts {...props} />
    </AdminPage>
  );
}

function Accounts({ search, onSearch }: AccountsPageProps) {
  const t = useAdminT();
  const { user } = useSession();
  return (
    <>
      <style>{accountsStyles}</style>
      <p className="lead">{t('accounts.intro')}</p>
      {search.userId ? (
        <AccountDetailView
          // A new account's page starts from nothing (controls, dialogs).
          key={search.userId}
          userId={search.userId}
          canChange={user ? isAdmin(user.roles) : false}
          selfEmail={user?.email ?? ''}
        />
      ) : (
        <AccountList search={search} onSearch={onSearch} />
      )}
    </>
  );
}
