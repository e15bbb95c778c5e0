#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <sys/wait.h>
#include <sys/resource.h>
extern char **environ;
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e3+t.tv_nsec/1e6;}
int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int argc,char**argv){int n=atoi(argv[1]);double*t=malloc(n*sizeof(double));long rss=0;int bad=0;
for(int i=0;i<n;i++){double s=now();pid_t p;posix_spawn_file_actions_t fa;posix_spawn_file_actions_init(&fa);posix_spawn_file_actions_addopen(&fa,1,"/dev/null",1,0);
posix_spawn(&p,argv[2],&fa,0,argv+2,environ);int st;struct rusage ru;wait4(p,&st,0,&ru);t[i]=now()-s;if(ru.ru_maxrss>rss)rss=ru.ru_maxrss;if(!WIFEXITED(st)||WEXITSTATUS(st))bad++;}
qsort(t,n,sizeof(double),cmp);printf("n %d min %.2f median %.2f p90 %.2f ms, peak RSS %.1f MB, failed %d\n",n,t[0],t[n/2],t[n*9/10],rss/1024.0,bad);}
