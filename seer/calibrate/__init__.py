"""Mutation calibration: measure a judge on known defects instead of trusting it.

From a harness, `mutants` makes seeded copies of records with one known defect each (a defect class
names the dimension it belongs to); `runner` judges clean and mutated records with every judge and
reports, per judge and defect class, the detection rate (the class's dimension drops by at least
the stated margin), the mean drop, and false alarms on clean records. `task` wires it to
`task=calibrate` and to `+experiment=cross_judge`; `table` writes the report section and plot.
`agreement` runs the cross-judge agreement study on the pool of clean and mutated records (the
clean harness alone is ceiling data); `agreement_report` writes its section and metrics.
"""
