// The search box of the admin lists searched here (categories, games, promotions): the same rule
// as the lists the server searches, case-insensitive, on the texts a card shows.

export { matchesSearch } from '@kawaii/shared';
