// A reward code is its owner's alone: only the account it was redeemed for may look it up, use it
// at checkout or give it back. For anyone else it does not exist, so codes cannot be probed.

export function mayUseRewardCode(userId: string | null, code: { userId: string }): boolean {
  return userId !== null && code.userId === userId;
}
