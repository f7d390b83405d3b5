import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tutorialEndpoints as api, type TutorialInput } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { uploadToTicket } from '../../shared/api/file-transfer.ts';
import { gridFetchers } from '../../shared/data-table/entity-api.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';

export const TUTORIAL_GRID_KEY = 'tutorials';
export const tutorialGrid = { gridKey: TUTORIAL_GRID_KEY, ...gridFetchers({ list: api.list, count: api.count }) };

/** Add a tutorial: a pre-signed URL for the file, the PUT, then the POST naming the uploaded key. */
export const useAddTutorial = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, ...fields }: Omit<TutorialInput, 'key' | 'fileName'> & { file: File }) => {
      const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
      const ticket = await call(api.uploadUrl, { body: { fileName: file.name, extension } });
      // A file that does not reach the storage is an UploadFailed: the form says SPEC §8's "Upload failed".
      await uploadToTicket(ticket, file);
      return call(api.create, { body: { ...fields, key: ticket.key, fileName: file.name } });
    },
    onSuccess: () => client.invalidateQueries({ predicate: isGridStartingWith(TUTORIAL_GRID_KEY) }),
  });
};
