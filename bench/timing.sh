# Shell helpers shared by the comparison scripts (sourced, not run).
now() { date +%s.%N; }
calc() { awk "BEGIN { printf \"%.9f\", $1 }"; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
# cpu_seconds OUT COMMAND...: runs COMMAND, its standard output to OUT and its errors to
# OUT.err, and prints the CPU seconds (user + system) it took, to the microsecond
# (getrusage of the finished child; /usr/bin/time's 10 ms would be 8% of orthodox perft 6).
# Its status is the command's.
cpu_seconds() {
  /usr/bin/python3 -c '
import resource, subprocess, sys
with open(sys.argv[1], "w") as out, open(sys.argv[1] + ".err", "w") as err:
    status = subprocess.call(sys.argv[2:], stdout=out, stderr=err)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{usage.ru_utime + usage.ru_stime:.6f}")
sys.exit(status)' "$@"
}
