// The window's drag-and-drop of image files (file-drops.ts says where each drop goes). A drop on
// the media library is imported by the main process from the files' paths; the library's list is
// then read again, and what was refused (too large, not an image) is said in `notice`.
import { useCallback, useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { StudioCall } from './studio-calls.ts';
import { dropTargetOf, droppedImages, giveToImageField } from './file-drops.ts';

const hasFiles = (transfer: DataTransfer | null) => transfer?.types.includes('Files') ?? false;

export function useFileDrops(
  call: StudioCall,
  pathForFile: (file: File) => string,
  adminCache: QueryClient,
) {
  const [notice, setNotice] = useState<string | null>(null);
  const importFiles = useCallback(
    async (files: File[]) => {
      const paths = files.map((file) => pathForFile(file)).filter((path) => path !== '');
      if (paths.length === 0) return;
      try {
        const result = await call('importImageFiles', paths);
        await adminCache.invalidateQueries();
        const added = result.added.length;
        const refused = result.refused.map((each) => `${each.fileName}: ${each.message}`);
        setNotice(
          [
            added > 0
              ? `${added === 1 ? '1 picture' : `${added} pictures`} added to the library.`
              : '',
            ...refused,
          ]
            .filter(Boolean)
            .join(' '),
        );
      } catch (error) {
        setNotice(error instanceof Error ? error.message : 'The pictures could not be added.');
      }
    },
    [call, pathForFile, adminCache],
  );

  useEffect(() => {
    const over = (event: DragEvent) => {
      if (!hasFiles(event.dataTransfer)) return;
      event.preventDefault();
      const target = dropTargetOf(event.target instanceof Element ? event.target : null);
      if (event.dataTransfer) event.dataTransfer.dropEffect = target ? 'copy' : 'none';
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event.dataTransfer)) return;
      // Never let the page be replaced by the dropped file.
      event.preventDefault();
      const target = dropTargetOf(event.target instanceof Element ? event.target : null);
      const files = droppedImages(event.dataTransfer);
      if (target === null || files.length === 0) return;
      if (target.kind === 'image-field') giveToImageField(target.input, files);
      else void importFiles(files);
    };
    document.addEventListener('dragover', over);
    document.addEventListener('drop', drop);
    return () => {
      document.removeEventListener('dragover', over);
      document.removeEventListener('drop', drop);
    };
  }, [importFiles]);

  return { notice, clearNotice: () => setNotice(null) };
}
