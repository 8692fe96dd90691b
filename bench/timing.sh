# Shell helpers shared by the comparison scripts (sourced, not run).
now() { date +%s.%N; }
calc() { awk "BEGIN { printf \"%.9f\", $1 }"; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
