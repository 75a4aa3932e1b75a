import { Component, type ReactNode } from "react";
import { ERROR_SCREEN_FAILED, errorTexts } from "../../../shared/error-texts";

/**
 * The spec's error screen: "SORRY Something's wrong here.", the status and two ways out. `detail`
 * (a 4xx route error's Korean message) replaces the generic hint.
 */
export function ErrorScreen({ status, detail }: { status: number; detail?: string }) {
  const texts = errorTexts(status);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center" data-testid="error-screen">
      <p className="text-xl font-bold text-slate-500">{texts.heading}</p>
      <h1 className="mt-3 text-7xl font-extrabold tracking-tight text-brand-700">{status}</h1>
      {status === 404 && <p className="mt-3 text-sm text-slate-500">This page could not be found</p>}
      <p className="mt-6 text-lg font-bold text-slate-900">{texts.message}</p>
      <p className="mt-1 text-slate-600" data-testid="error-detail">
        {detail ?? texts.hint}
      </p>
      <div className="mt-10 flex gap-3">
        <button
          type="button"
          onClick={() => window.history.back()}
          className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
        >
          이전화면
        </button>
        {/* A full page load: the app state that failed is not trusted any more. */}
        <a href="/" className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700">
          메인으로
        </a>
      </div>
    </div>
  );
}

/** Last line of defence: if the error screen itself throws, show plain text and a link home. */
export class ErrorScreenGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="p-10 text-center">
        <p>{ERROR_SCREEN_FAILED}</p>
        <a href="/" className="mt-4 inline-block underline">
          메인으로
        </a>
      </div>
    );
  }
}
