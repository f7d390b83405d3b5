import { errorMessage } from '../../shared/api/api-error.ts';
import { toast } from '../../shared/ui/toast.ts';

/**
 * Runs one change of the users area and says how it went: the SPEC's success toast, or the server's
 * message when it was refused. Resolves either way, so a button's handler needs no catch.
 */
export const withToast = async (action: () => Promise<unknown>, message: string): Promise<boolean> => {
  try {
    await action();
    toast('success', message);
    return true;
  } catch (error) {
    toast('error', errorMessage(error));
    return false;
  }
};
