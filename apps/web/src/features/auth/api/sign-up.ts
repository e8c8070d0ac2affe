import type { Role, SignUpPayload } from '@attar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SignUpResponse {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  message: string;
}

export function signUp(payload: SignUpPayload): Promise<SignUpResponse> {
  return api.post<SignUpResponse>('/signup', payload, { auth: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
