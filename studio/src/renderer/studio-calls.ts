// Calling the main process through the bridge: the answer's value, or its failure thrown as the
// AdminApiError the admin screens already understand (status, message, field errors).
import { AdminApiError } from '@kawaii/shared';
import type {
  BridgeAnswer,
  OperationArgs,
  OperationResult,
  StudioInvoke,
  StudioOperationName,
} from '../bridge/studio-operations.ts';

export type StudioCall = <Name extends StudioOperationName>(
  operation: Name,
  ...args: OperationArgs<Name>
) => Promise<OperationResult<Name>>;

export function createStudioCall(invoke: StudioInvoke): StudioCall {
  return async function call<Name extends StudioOperationName>(
    operation: Name,
    ...args: OperationArgs<Name>
  ): Promise<OperationResult<Name>> {
    const answer: BridgeAnswer<OperationResult<Name>> = await invoke(operation, ...args);
    if (!answer.ok) throw new AdminApiError(answer.failure);
    return answer.value;
  };
}
