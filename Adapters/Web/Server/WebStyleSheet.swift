/// The pages' one style sheet: phone first (readable at 360 px, touch targets at least 44 px),
/// light or dark by the system's `prefers-color-scheme`, no web fonts, nothing loaded from
/// elsewhere.
enum WebStyleSheet {
    /// The style sheet.
    static let text = """
        :root { color-scheme: light dark; --text: #1b1b1f; --muted: #5b5b66; --back: #ffffff; --panel: #f2f2f6;
          --line: #d0d0d8; --accent: #0b57d0; --accent-text: #ffffff; --star: #a15c00; --problem: #b3261e; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #e6e6eb; --muted: #a8a8b3; --back: #121216; --panel: #1f1f25; --line: #3a3a44;
            --accent: #8ab4f8; --accent-text: #0b0b10; --star: #f6b26b; --problem: #f28b82; }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: var(--text); background: var(--back); }
        a { color: var(--accent); }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 0.5rem; top: 0.5rem; background: var(--back); padding: 0.5rem; z-index: 1; }
        header { background: var(--panel); border-bottom: 1px solid var(--line); padding: 0.25rem 0.75rem; }
        header .site { margin: 0.25rem 0; font-weight: 600; }
        header ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 0.25rem; overflow-x: auto; }
        header li a, .tabs a, .tabs button { display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.75rem;
          white-space: nowrap; text-decoration: none; border-radius: 0.5rem; }
        header a[aria-current="page"], .tabs [aria-current="page"] { background: var(--accent); color: var(--accent-text); }
        .menu a { font-size: 0.9rem; }
        main { padding: 0.75rem; max-width: 48rem; margin: 0 auto; }
        h1 { font-size: 1.5rem; margin: 0.5rem 0; }
        h2 { font-size: 1.2rem; margin: 1.25rem 0 0.5rem; }
        h3 { font-size: 1.05rem; margin: 0.75rem 0 0.25rem; }
        .rows { list-style: none; margin: 0; padding: 0; }
        .rows > li { border-bottom: 1px solid var(--line); padding: 0.5rem 0; }
        .row-title { display: inline-block; padding: 0.625rem 0; font-weight: 600; }
        .row-detail, .muted { color: var(--muted); margin: 0; font-size: 0.92rem; }
        .favourite { color: var(--star); font-size: 0.9rem; }
        .unread { background: var(--accent); color: var(--accent-text); border-radius: 0.25rem; padding: 0 0.3rem;
          margin-right: 0.4rem; font-size: 0.8rem; }
        form { margin: 0.25rem 0; }
        form.inline { display: inline-block; margin: 0.25rem 0.25rem 0.25rem 0; }
        button, input, select, textarea { font: inherit; color: inherit; }
        button, input[type="submit"] { min-height: 44px; min-width: 44px; padding: 0 1rem; border-radius: 0.5rem;
          border: 1px solid var(--line); background: var(--panel); cursor: pointer; }
        input[type="search"], input[type="text"], input[type="number"], input[type="email"], select, textarea {
          min-height: 44px; width: 100%; max-width: 32rem; padding: 0.5rem; border-radius: 0.5rem; border: 1px solid var(--line);
          background: var(--back); }
        input[type="checkbox"], input[type="radio"] { width: 1.5rem; height: 1.5rem; vertical-align: middle; }
        label { display: inline-block; margin: 0.25rem 0; }
        .actions { display: flex; flex-wrap: wrap; gap: 0.25rem; align-items: center; }
        .tabs { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; padding: 0; margin: 0.5rem 0; }
        .tabs form.inline { margin: 0; }
        .tabs ul, .pages ul { list-style: none; display: flex; gap: 0.25rem; padding: 0; margin: 0; }
        .tabs ul { flex-wrap: nowrap; overflow-x: auto; padding-bottom: 0.25rem; }
        .pages ul { flex-wrap: wrap; }
        .tabs button { white-space: nowrap; }
        header .tabs, header .menu { flex-wrap: nowrap; overflow-x: auto; }
        .filters { border: 1px solid var(--line); border-radius: 0.5rem; padding: 0.5rem; margin: 0.5rem 0; }
        .pages { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; margin: 0.75rem 0; }
        mark.highlight { background: #ffe08a; color: #1b1b1f; }
        .timetable { overflow-x: auto; max-width: 100%; -webkit-overflow-scrolling: touch; }
        .timetable table { border-collapse: collapse; min-width: 40rem; }
        .timetable th, .timetable td { border: 1px solid var(--line); padding: 0.25rem; vertical-align: top; font-size: 0.9rem; }
        .timetable th[scope="row"] { white-space: nowrap; }
        img, svg, input[type="image"] { max-width: 100%; height: auto; }
        .code { display: block; width: 100%; max-width: 28rem; height: auto; background: #ffffff; color: #000000;
          padding: 1rem; margin: 0.5rem auto; }
        .picture { margin: 0.5rem 0; }
        .map { margin: 0.5rem 0; position: relative; overflow-x: auto; max-width: 100%; }
        .map input[type="image"] { max-width: none; display: block; }
        .map svg { position: absolute; top: 0; left: 0; pointer-events: none; max-width: none; }
        .warning, .problem { color: var(--problem); }
        .notice { border: 1px solid var(--line); border-radius: 0.5rem; padding: 0.5rem 0.75rem; background: var(--panel); }
        .sync-status { color: var(--muted); font-size: 0.9rem; }
        .back a { display: inline-flex; align-items: center; min-height: 44px; }
        blockquote { border-left: 3px solid var(--line); margin: 0.5rem 0; padding-left: 0.75rem; }
        pre { overflow-x: auto; background: var(--panel); padding: 0.5rem; }
        table { border-collapse: collapse; }
        dt { font-weight: 600; }
        dd { margin: 0 0 0.5rem 0; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
        a.button, button.pick { display: inline-block; padding: 0.35rem 0.7rem; border: 1px solid currentColor;
          border-radius: 0.4rem; text-decoration: none; margin: 0.1rem 0.2rem 0.1rem 0; }
        button.pick { background: transparent; color: inherit; font: inherit; cursor: pointer; }
        button.pick[aria-pressed="true"] { font-weight: 600; }
        header form[role="search"] { display: flex; gap: 0.4rem; margin: 0.5rem 0; }
        """

    /// A digest of the text, for the style sheet's address and tag.
    static let digest = WebDigest.fnv(text)
}
