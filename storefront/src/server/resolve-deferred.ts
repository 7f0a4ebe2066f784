// Loaders may hand back promises (the home page does) so client-side visits render at once and
// show a loading note. The server waits for them instead: its HTML always carries the data, and
// the hydration data holds plain values, so the browser does not fetch again.

export async function resolveDeferredData(
  loaderData: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(loaderData).map(async ([routeId, routeData]) => [
      routeId,
      await resolveDeferredFields(routeData),
    ]),
  );
  return Object.fromEntries(entries);
}

async function resolveDeferredFields(routeData: unknown): Promise<unknown> {
  if (!routeData || typeof routeData !== 'object' || Array.isArray(routeData)) return routeData;
  const fields = await Promise.all(
    Object.entries(routeData).map(async ([key, value]) => [key, await value]),
  );
  return Object.fromEntries(fields);
}
