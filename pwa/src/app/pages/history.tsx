// Built in its own issue; the route exists so the shell is complete.
export function HistoryPage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Invitation History</h1>
    </main>
  );
}
