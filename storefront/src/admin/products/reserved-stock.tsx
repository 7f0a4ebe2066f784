// Stock held by unpaid orders, read when the Shop Items tab opens, so each product card can say
// "2 reserved": units still counted out of the stock until the order is paid or expires.
// A failed read (the studio offline) shows no note rather than a wrong one.

import { createContext, useContext, type ReactNode } from 'react';
import { useAdminRead } from '../data/use-admin-read.ts';

const NONE_RESERVED: Record<string, number> = {};
const ReservedStockContext = createContext<Record<string, number>>(NONE_RESERVED);

export function ReservedStockProvider({ children }: { children: ReactNode }) {
  const reserved = useAdminRead('reservedStock').data ?? NONE_RESERVED;
  return <ReservedStockContext.Provider value={reserved}>{children}</ReservedStockContext.Provider>;
}

export function useReservedStock(productId: string): number {
  return useContext(ReservedStockContext)[productId] ?? 0;
}
