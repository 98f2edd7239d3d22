// The brand kit: read by onboarding and Settings › Brand; saving it refreshes the dashboard
// too (the company name on the profile follows the brand name).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { brandKitEndpoints, type BrandKit, type BrandKitInput, type BrandKitResponse } from '#contracts/brand-kit';
import { getBrandKit, saveBrandKit } from '../api/brand-kit.ts';
import { dashboardKey } from './dashboard.ts';
import { useFreshQuery } from './fresh.ts';
import { endpointKey, invalidate } from './keys.ts';

export const brandKitKey = endpointKey(brandKitEndpoints.get);

export const brandKitQuery = () => queryOptions({ queryKey: brandKitKey, queryFn: ({ signal }) => getBrandKit(signal) });

/** The kit as the server has it now: forms are filled from it (see fresh.ts). */
export function useBrandKitForForm() {
  return useFreshQuery(brandKitQuery());
}

export function saveBrandKitMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(brandKitEndpoints.save),
    mutationFn: (input: BrandKitInput) => saveBrandKit(input),
    onSuccess: (kit: BrandKit) => queryClient.setQueryData<BrandKitResponse>(brandKitKey, { brandKit: kit }),
    onSettled: () => invalidate(queryClient, brandKitKey, dashboardKey),
  };
}

export function useSaveBrandKit() {
  return useMutation(saveBrandKitMutation(useQueryClient()));
}
