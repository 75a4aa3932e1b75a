import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../../lib/api-client";

export type SaveState = "idle" | "saving" | "saved" | "error";

const RETRY_MS = 3000;

/**
 * Keeps the answers of an attempt and saves changes to the server as the user goes: changes are
 * batched, one request at a time, and retried after a failure (a lost connection) until saved.
 */
export function useAnswerSaver(attemptId: string, initial: Record<string, number>) {
  const [answers, setAnswers] = useState(initial);
  const [state, setState] = useState<SaveState>("idle");
  const pending = useRef<Record<string, number>>({});
  const inFlight = useRef<Promise<void> | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    const batch = pending.current;
    if (Object.keys(batch).length === 0) return true;
    pending.current = {};
    setState("saving");
    const request = api.post("/v2/aptitude/answers", { attemptId, answers: batch }).then(
      () => true,
      () => false,
    );
    inFlight.current = request.then(() => undefined);
    const ok = await request;
    inFlight.current = null;
    if (!ok) {
      pending.current = { ...batch, ...pending.current };
      setState("error");
      retry.current = setTimeout(() => void flush(), RETRY_MS);
      return false;
    }
    if (Object.keys(pending.current).length > 0) return flush();
    setState("saved");
    return true;
  }, [attemptId]);

  // Inputs stay disabled until hydration: a click before that would not be saved.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    return () => {
      if (retry.current) clearTimeout(retry.current);
    };
  }, []);

  const answer = useCallback(
    (key: string, value: number) => {
      setAnswers((prev) => ({ ...prev, [key]: value }));
      pending.current[key] = value;
      if (retry.current) clearTimeout(retry.current);
      void flush();
    },
    [flush],
  );

  return { answers, answer, flush, state, ready };
}

export const SAVE_STATE_TEXT: Record<SaveState, string> = {
  idle: "응답은 선택할 때마다 자동으로 저장됩니다.",
  saving: "저장 중…",
  saved: "응답을 저장했습니다. 새로고침해도 이어서 할 수 있습니다.",
  error: "저장하지 못했습니다. 연결되면 자동으로 다시 저장합니다.",
};
