// The brand's own fonts in the studio (Premium): which file draws headings and which text,
// uploading one (a signed PUT, then the bytes straight to storage, then setting it, which the
// server checks by its bytes) and removing one. A change redraws the live preview.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { studioEndpoints } from '#contracts/studio';
import { studioFontEndpoints, type BrandFontsResponse, type FontSlot } from '#contracts/studio-fonts';
import { call } from '../lib/api-client.ts';
import { putFileOnce } from '../lib/storage-upload.ts';
import { endpointKey, invalidate } from './keys.ts';

export const brandFontsKey = endpointKey(studioFontEndpoints.fonts);

export function useBrandFonts() {
  return useQuery({ queryKey: brandFontsKey, queryFn: ({ signal }) => call(studioFontEndpoints.fonts, {}, { signal }) });
}

/** The answer is the fonts as they now are; the preview is drawn again in them. */
const fontsChanged = (queryClient: QueryClient, fonts: BrandFontsResponse) => {
  queryClient.setQueryData(brandFontsKey, fonts);
  invalidate(queryClient, endpointKey(studioEndpoints.preview));
};

export function useUploadBrandFont() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(studioFontEndpoints.setFont),
    mutationFn: async ({ slot, file }: { slot: FontSlot; file: File }): Promise<BrandFontsResponse> => {
      const { fontId, uploadUrl, headers } = await call(studioFontEndpoints.uploadFont, { body: { fileName: file.name, size: file.size } });
      await putFileOnce(uploadUrl, headers, file);
      return call(studioFontEndpoints.setFont, { body: { slot, fontId, fileName: file.name } });
    },
    onSuccess: (fonts) => fontsChanged(queryClient, fonts),
  });
}

export function useRemoveBrandFont() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(studioFontEndpoints.removeFont),
    mutationFn: (slot: FontSlot) => call(studioFontEndpoints.removeFont, { query: { slot } }),
    onSuccess: (fonts) => fontsChanged(queryClient, fonts),
  });
}
