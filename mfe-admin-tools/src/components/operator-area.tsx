import type { ReactNode } from 'react';
import { AdminLayout } from './admin-layout/admin-layout';
import { OperatorGate } from './operator-gate/operator-gate';

/** An operator-only page: the sign-in explanation for visitors, the admin frame for operators. */
export function OperatorArea({ children }: { children: ReactNode }) {
  return (
    <OperatorGate>
      <AdminLayout>{children}</AdminLayout>
    </OperatorGate>
  );
}
