import { createContext, useContext } from 'react';
import type { Operator } from '@fondly/contract';

export interface OperatorSession {
  operator: Operator;
  signOut: () => Promise<void>;
  /** Call when an API answer says 401: the gate checks again and shows the sign-in state. */
  sessionLost: () => void;
}

export const OperatorContext = createContext<OperatorSession | null>(null);

/** The signed-in operator. Only inside <OperatorGate>, which renders nothing else signed out. */
export function useOperator(): OperatorSession {
  const session = useContext(OperatorContext);
  if (!session) throw new Error('useOperator() is only available inside <OperatorGate>');
  return session;
}

/** Like useOperator, but null outside a gate (for shared components such as useResource). */
export function useOptionalOperator(): OperatorSession | null {
  return useContext(OperatorContext);
}
