import { doseQuery } from '@krishi/contract';

/** The farmer's field checked against the contract; loaded when the calculator is first used (get-dose). */
export const checkDose = (question: unknown) => doseQuery.safeParse(question);
