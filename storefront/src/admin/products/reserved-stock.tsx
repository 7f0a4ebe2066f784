// Stock held by unpaid orders, read once when the Shop Items tab opens, so each product card can
// say "2 reserved": units still counted out of the stock until the order is paid or expires.
// A failed read (the studio offline) shows no note rather than a wrong one.

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAdminApi } from '../admin-api-context.tsx';

const ReservedStockContext = createContext<Record<string, number>>({});

export function ReservedStockProvider({ children }: { children: ReactNode }) {
  const api = useAdminApi();
  const [reserved, setReserved] = useState<Record<string, number>>({});
  useEffect(() => {
    let current = true;
    api.reservedStock().then(
      (counts) => current && setReserved(counts),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  return <ReservedStockContext.Provider value={reserved}>{children}</ReservedStockContext.Provider>;
}

export function useReservedStock(productId: string): number {
  return useContext(ReservedStockContext)[productId] ?? 0;
}
