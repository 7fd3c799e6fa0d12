"""The analysis room: pure functions from judged records to the studies' figures.

    from seer.analysis.analyze import analyze_run          # -> Analysis (pydantic)
    from seer.analysis.report import write_report, format_summary, summary_rows
    analysis = analyze_run(specs, scenarios_by_spec, judgments_by_judge, rule="arithmetic",
                           clusters=cfg.suite.clusters, primary_judge=cfg.judge.name, seed=cfg.seed)
    metrics = write_report(analysis, run_dir)   # report.md, tables/*.csv, plots/*.png, analysis.json

Modules: stats (bootstrap, correlations, Bland-Altman, Gini), scores (per-record TC/Coh under a rule),
summary (per spec / overall / tiers), complexity, coverage, failures, clusters, agreement (judges),
sensitivity (aggregation rules), metrics (MLflow keys), plots, markdown, compare (runs from MLflow).
Heavy imports (scipy, matplotlib) happen inside the functions that need them.
"""
