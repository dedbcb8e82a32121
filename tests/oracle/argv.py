# Twin of tests/golden/argv.cst: scripts/golden runs `cst argv.cst`, so argv is ['argv.cst'].
argv = ["argv.cst"]
print(argv, argv[0], len(argv), type(argv[0]))
