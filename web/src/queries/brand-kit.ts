// The brand kit: read by onboarding and Settings › Brand; saving it refreshes the dashboard
// too (the company name on the profile follows the brand name).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { brandKitEndpoints, type BrandKit, type BrandKitInput, type BrandKitResponse, type LogoUploadRequest } from '#contracts/brand-kit';
import { call } from '../lib/api-client.ts';
import { putFileOnce } from '../lib/storage-upload.ts';
import { dashboardKey } from './dashboard.ts';
import { useFreshQuery } from './fresh.ts';
import { endpointKey, invalidate } from './keys.ts';

export const brandKitKey = endpointKey(brandKitEndpoints.get);

export const brandKitQuery = () => queryOptions({ queryKey: brandKitKey, queryFn: ({ signal }) => call(brandKitEndpoints.get, {}, { signal }) });

/** The kit as the server has it now: forms are filled from it (see fresh.ts). */
export function useBrandKitForForm() {
  return useFreshQuery(brandKitQuery());
}

export function saveBrandKitMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(brandKitEndpoints.save),
    mutationFn: (input: BrandKitInput) => call(brandKitEndpoints.save, { body: input }),
    onSuccess: (kit: BrandKit) => queryClient.setQueryData<BrandKitResponse>(brandKitKey, { brandKit: kit }),
    onSettled: () => invalidate(queryClient, brandKitKey, dashboardKey),
  };
}

export function useSaveBrandKit() {
  return useMutation(saveBrandKitMutation(useQueryClient()));
}

/** Uploads `file` as the caller's logo (a presigned PUT straight to the logos bucket) and returns the public URL to save on the brand kit. */
export async function uploadLogo(file: File): Promise<string> {
  const body = { contentType: file.type as LogoUploadRequest['contentType'], size: file.size };
  const { uploadUrl, headers, logoUrl } = await call(brandKitEndpoints.createLogoUpload, { body });
  await putFileOnce(uploadUrl, headers, file);
  return logoUrl;
}
