#!/usr/bin/env python3
"""Differential oracle for the ConstraintSolver tests: replays constraint systems in kiwisolver.

Reads one JSON document on stdin: {"systems": [system, ...]} where a system is
  {"variables": N, "steps": [step, ...]}
and a step is one of
  {"op": "add", "terms": [[var, coefficient], ...], "constant": c, "relation": "==" | "<=" | ">=",
   "weight": w | null}            (null = required; the constraint is `sum(terms) + c  rel  0`)
  {"op": "remove", "step": k}      (removes the constraint added at step k, if it was accepted)
  {"op": "edit", "var": i, "weight": w}
  {"op": "suggest", "var": i, "value": v}
  {"op": "read"}                   (records every variable's value)
Writes {"systems": [{"outcomes": ["ok" | "unsatisfiable" | "skipped", ...], "reads": [[...], ...]}]}.
Exit status 3 (and a message on stderr) when kiwisolver is missing, so the caller can say so.

After an unsatisfiable add the solver is rebuilt from the accepted constraints, so that a failed
add can never leave the oracle in a state of its own.
"""
import json
import sys

try:
    import kiwisolver as kiwi
except ImportError:
    sys.stderr.write("kiwisolver is not installed (pip install kiwisolver)\n")
    sys.exit(3)


def build_constraint(variables, step):
    expression = sum((coefficient * variables[index] for index, coefficient in step["terms"]), 0.0) + step["constant"]
    relation = step["relation"]
    if relation == "==":
        constraint = expression == 0
    elif relation == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    weight = step["weight"]
    return constraint | ("required" if weight is None else weight)


def run_system(system):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    accepted = {}          # step index -> kiwi constraint
    edits = {}             # var index -> (weight, last suggested value or None)
    outcomes, reads = [], []

    def rebuild():
        nonlocal solver
        solver = kiwi.Solver()
        for constraint in accepted.values():
            solver.addConstraint(constraint)
        for index, (weight, value) in edits.items():
            solver.addEditVariable(variables[index], weight)
            if value is not None:
                solver.suggestValue(variables[index], value)

    for number, step in enumerate(system["steps"]):
        op = step["op"]
        if op == "add":
            constraint = build_constraint(variables, step)
            try:
                solver.addConstraint(constraint)
                accepted[number] = constraint
                outcomes.append("ok")
            except kiwi.UnsatisfiableConstraint:
                outcomes.append("unsatisfiable")
                rebuild()
        elif op == "remove":
            constraint = accepted.pop(step["step"], None)
            if constraint is None:
                outcomes.append("skipped")
            else:
                solver.removeConstraint(constraint)
                outcomes.append("ok")
        elif op == "edit":
            solver.addEditVariable(variables[step["var"]], step["weight"])
            edits[step["var"]] = (step["weight"], None)
            outcomes.append("ok")
        elif op == "suggest":
            solver.suggestValue(variables[step["var"]], step["value"])
            weight, _ = edits[step["var"]]
            edits[step["var"]] = (weight, step["value"])
            outcomes.append("ok")
        elif op == "read":
            solver.updateVariables()
            reads.append([variable.value() for variable in variables])
            outcomes.append("ok")
        else:
            raise ValueError("unknown op %r" % op)
    return {"outcomes": outcomes, "reads": reads}


def main():
    document = json.load(sys.stdin)
    json.dump({"systems": [run_system(system) for system in document["systems"]]}, sys.stdout)


if __name__ == "__main__":
    main()
